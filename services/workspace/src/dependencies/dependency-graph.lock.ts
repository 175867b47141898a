import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { DEPENDENCY_GRAPH_MODEL, type DependencyGraphDocument } from './dependency-graph.schema';

/** Serialises dependency additions of one graph inside units of work (see the schema). */
@Injectable()
export class DependencyGraphLock {
  constructor(
    @InjectModel(DEPENDENCY_GRAPH_MODEL) private readonly graphs: Model<DependencyGraphDocument>,
  ) {}

  async claim(graph: 'tasks' | 'milestones', projectId: string): Promise<void> {
    await this.graphs
      .updateOne({ _id: `${graph}|${projectId}` }, { $inc: { version: 1 } }, { upsert: true })
      .exec();
  }
}
