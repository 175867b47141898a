import { POST_TITLE_LENGTH, type PostTopic, UNTITLED_POST } from '@filmcollab/contracts';

/** Spec 02 §5: the first 50 characters of the trimmed text, or 'Untitled'. */
export function postTitle(content: string): string {
  const text = content.trim();
  return text === '' ? UNTITLED_POST : [...text].slice(0, POST_TITLE_LENGTH).join('');
}

/** Spec 02 §5: 'Crowdfunding' when flagged, else 'general'. */
export function postTopic(isCrowdfunding: boolean): PostTopic {
  return isCrowdfunding ? 'Crowdfunding' : 'general';
}
