import { Injectable } from '@nestjs/common';
import {
  POST_SEARCH_LIMIT_WITH_QUERY,
  POST_SEARCH_LIMIT_WITHOUT_QUERY,
  type SearchQuery,
  type SearchResult,
} from '@filmcollab/contracts';
import { Clock } from '@filmcollab/service-kit';
import { PeopleService } from '../people/people.service';
import { PostsService } from '../posts/posts.service';
import { containsPattern } from './contains-pattern';
import { rangeStart } from './search-range';

/**
 * The search panel (spec 02 §7 "Search"): posts by text or tag, authors by name. Every filter is a
 * lookup on an indexed field (lower-cased text, tag arrays, dates), never a pass in memory.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly posts: PostsService,
    private readonly people: PeopleService,
    private readonly clock: Clock,
  ) {}

  async search(viewerId: string, query: SearchQuery): Promise<SearchResult> {
    const text = query.q.toLowerCase();
    const withQuery = text !== '';
    const wantsPosts = query.type !== 'authors';
    const wantsAuthors = withQuery && (query.type === 'all' || query.type === 'authors');
    const [posts, authors] = await Promise.all([
      wantsPosts
        ? this.posts.search(
            viewerId,
            {
              contentContains:
                withQuery && query.type !== 'tags' ? containsPattern(text) : undefined,
              tagContains:
                withQuery && query.type === 'tags'
                  ? containsPattern(text.replace(/^#+/, ''))
                  : undefined,
              allTags: query.tags,
              authorId: query.authorId,
              since: rangeStart(query.range, this.clock.now()),
            },
            query.sort,
            withQuery ? POST_SEARCH_LIMIT_WITH_QUERY : POST_SEARCH_LIMIT_WITHOUT_QUERY,
          )
        : Promise.resolve([]),
      wantsAuthors ? this.people.search(text) : Promise.resolve([]),
    ]);
    return { posts, authors };
  }
}
