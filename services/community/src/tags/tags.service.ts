import { Injectable } from '@nestjs/common';
import { TAG_SUGGESTIONS_LIMIT } from '@filmcollab/contracts';
import { TagRepository } from './tag.repository';

/** Tag suggestions (spec 02 §7: derived from the tags of all posts, at most 20). */
@Injectable()
export class TagsService {
  constructor(private readonly tags: TagRepository) {}

  /** Inside the post write's unit of work: the counts follow the post's tags. */
  async changed(before: readonly string[], after: readonly string[]): Promise<void> {
    await this.tags.add(
      after.filter((tag) => !before.includes(tag)),
      1,
    );
    await this.tags.add(
      before.filter((tag) => !after.includes(tag)),
      -1,
    );
  }

  suggestions(prefix: string): Promise<string[]> {
    return this.tags.mostUsed(prefix, TAG_SUGGESTIONS_LIMIT);
  }
}
