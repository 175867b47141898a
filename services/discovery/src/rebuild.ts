// `node dist/rebuild.js` (make discovery-rebuild): empties discovery's read models and replays
// profiles' and projects' streams into them from the start, then exits.
import { createServiceApp } from '@filmcollab/service-kit';
import { AppModule } from './app.module';
import { ReadModelRebuilder } from './read-models/read-model-rebuilder';
import { discoveryService } from './service-definition';

async function main(): Promise<void> {
  const app = await createServiceApp(AppModule, discoveryService);
  try {
    const report = await app.get(ReadModelRebuilder).rebuild();
    process.stdout.write(`discovery read models rebuilt: ${JSON.stringify(report)}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`discovery rebuild failed: ${String(error)}\n`);
  process.exit(1);
});
