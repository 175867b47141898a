import { identifier } from '@filmcollab/contracts';

export const FilmIdParamSchema = identifier(64);
