export interface FilmQuote {
  text: string;
  author: string;
  /** Who the author is, shown under the quote in the full banner. */
  credit: string;
}

/** Spec 01: six quotes, five from well-known directors and one from FilmCollab itself. */
export const FILM_QUOTES: readonly FilmQuote[] = [
  {
    text: 'Drama is life with the dull bits cut out.',
    author: 'Alfred Hitchcock',
    credit: 'Director, Psycho and Vertigo',
  },
  {
    text: "Cinema is a matter of what's in the frame and what's out.",
    author: 'Martin Scorsese',
    credit: 'Director, Taxi Driver and Goodfellas',
  },
  {
    text: 'A story should have a beginning, a middle and an end, but not necessarily in that order.',
    author: 'Jean-Luc Godard',
    credit: 'Director, Breathless',
  },
  {
    text: 'To be an artist means never to avert one’s eyes.',
    author: 'Akira Kurosawa',
    credit: 'Director, Seven Samurai and Rashomon',
  },
  {
    text: 'No form of art goes beyond ordinary consciousness as film does, straight to our emotions, deep into the twilight room of the soul.',
    author: 'Ingmar Bergman',
    credit: 'Director, The Seventh Seal and Persona',
  },
  {
    text: 'Every great film starts with the right collaborators. Find yours, and bring your story to life together.',
    author: 'FilmCollab',
    credit: 'Connecting filmmakers and creatives',
  },
];

/** Spec 01: the banner advances every 5 seconds. */
export const QUOTE_ROTATION_MS = 5000;
