import '../zod-messages';
export * from './opportunities-http';
export * from './product-description';
export * from './projects-errors';
export * from './projects-events';
export * from './projects-http';
export * from './projects-model';
export * from './projects-queries';
