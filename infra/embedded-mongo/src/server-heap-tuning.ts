import { setFlagsFromString } from 'node:v8';

/**
 * The server process turns off V8's allocation-site pretenuring before it loads anything. Loading
 * a data directory decodes every stored document with the same code that later decodes each
 * command and builds each reply, and all of those first documents live on, so V8 learns to create
 * that code's objects straight in the old generation. A command's objects then die there: under
 * discovery's search load the database promoted about 1 MB per minor collection and ran a full
 * mark of its 1.2 GB heap every 10–16 s (about 2.5 s of CPU each). Without pretenuring the same
 * load promoted about 70 KB per minor collection, with no full collection in the minute measured,
 * and the database's CPU per search fell by about a quarter (against the gateway's in the same
 * runs). Imported first by `cli.ts`, never by the library (it would change the host process).
 */
setFlagsFromString('--no-allocation-site-pretenuring');
