import { postTitle, postTopic } from './post-text';

describe('a post title and topic', () => {
  it('is the first 50 characters of the trimmed text', () => {
    expect(postTitle('  Hello crew  ')).toBe('Hello crew');
    expect(postTitle('x'.repeat(60))).toBe('x'.repeat(50));
    expect(postTitle('🎬'.repeat(60))).toBe('🎬'.repeat(50));
  });

  it("is 'Untitled' without text", () => {
    expect(postTitle('   ')).toBe('Untitled');
  });

  it("has topic 'Crowdfunding' when flagged, else 'general'", () => {
    expect(postTopic(true)).toBe('Crowdfunding');
    expect(postTopic(false)).toBe('general');
  });
});
