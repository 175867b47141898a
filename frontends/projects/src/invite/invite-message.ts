/** The short product description invitations carry (spec 03 §7). */
export const PRODUCT_DESCRIPTION =
  'FilmCollab is where independent filmmakers and creatives find collaborators, run film projects together and enter a monthly one-scene short-film contest.';

/** The default invite message, from the project title, the creator's name and the product. */
export function defaultInviteMessage(projectTitle: string, creatorName: string): string {
  return `Hi! ${creatorName} would like you to join the film project "${projectTitle}" on FilmCollab. ${PRODUCT_DESCRIPTION}`;
}
