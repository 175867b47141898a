import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DependencyGraphLock } from './dependency-graph.lock';
import { DEPENDENCY_GRAPH_MODEL, DependencyGraphSchemaDefinition } from './dependency-graph.schema';

/** What task and milestone dependencies share: the cycle rule and the per-graph lock. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DEPENDENCY_GRAPH_MODEL, schema: DependencyGraphSchemaDefinition },
    ]),
  ],
  providers: [DependencyGraphLock],
  exports: [DependencyGraphLock],
})
export class DependenciesModule {}
