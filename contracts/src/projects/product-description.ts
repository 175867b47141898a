/**
 * The short product description that invitations carry (spec 03 §7): the invite dialog's default
 * message and the invitation e-mail's preview text say the same thing.
 */
export const PRODUCT_DESCRIPTION =
  'FilmCollab is where independent filmmakers and creatives build profiles, find collaborators, run film projects together and enter a monthly one-scene short-film contest.';
