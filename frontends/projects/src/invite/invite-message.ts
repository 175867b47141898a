import { PRODUCT_DESCRIPTION } from '@filmcollab/contracts/projects';

/** The default invite message, from the project title, the creator's name and the product. */
export function defaultInviteMessage(projectTitle: string, creatorName: string): string {
  return `Hi! ${creatorName} would like you to join the film project "${projectTitle}" on FilmCollab. ${PRODUCT_DESCRIPTION}`;
}
