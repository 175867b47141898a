#!/usr/bin/env node
// npm links a package's bin only if its file exists at install time, which dist/ does not on a
// fresh clone; this committed launcher runs the built CLI (`make dev` / `make test` build it).
try {
  require('../dist/cli.js');
} catch (error) {
  if (error && error.code === 'MODULE_NOT_FOUND' && /dist[\\/]cli\.js/.test(error.message)) {
    process.stderr.write(
      'embedded-mongo is not built yet: run `npm run build -w infra/embedded-mongo` (make dev does)\n',
    );
    process.exit(1);
  }
  throw error;
}
