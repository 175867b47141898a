/** The contest seed's demo films: who made them, with whom, and who rated or judged them. */
export interface DemoFilm {
  key: string;
  round: 'previous' | 'current';
  owner: string;
  crew: string[];
  title: string;
  description: string;
  fixture: 'demo-4s.mp4' | 'demo-3s.webm';
  captions: boolean;
  /** username → stars */
  ratings: Record<string, number>;
  /** judge username → rubric scores */
  scores: Record<string, { story: number; craft: number; performance: number; originality: number }>;
  comments: { by: string; atSeconds: number; text: string }[];
  /** Days before now it was submitted (previous-round films: hours before the 28th of last month). */
  ageDays: number;
}

export const DEMO_FILMS: DemoFilm[] = [
  {
    key: 'last-call',
    round: 'previous',
    owner: 'alex',
    crew: ['sam'],
    title: 'Last Call',
    description: 'A bartender and the last customer of the night, in one unbroken take.',
    fixture: 'demo-4s.mp4',
    captions: true,
    ratings: { demo: 5, jordan: 4, riley: 5 },
    scores: { judy: { story: 9, craft: 8, performance: 9, originality: 8 } },
    comments: [{ by: 'demo', atSeconds: 2, text: 'That look says everything.' }],
    ageDays: 40,
  },
  {
    key: 'the-interview',
    round: 'previous',
    owner: 'jordan',
    crew: ['riley'],
    title: 'The Interview',
    description: 'Two chairs, one question nobody wants to answer.',
    fixture: 'demo-3s.webm',
    captions: false,
    ratings: { demo: 4, alex: 3, sam: 4 },
    scores: { judy: { story: 7, craft: 7, performance: 8, originality: 6 } },
    comments: [],
    ageDays: 38,
  },
  {
    key: 'kitchen-sink',
    round: 'current',
    owner: 'sam',
    crew: ['jordan', 'riley'],
    title: 'Kitchen Sink',
    description: 'A family dinner where the dishes pile up faster than the secrets.',
    fixture: 'demo-4s.mp4',
    captions: true,
    ratings: { alex: 4 },
    scores: {},
    comments: [{ by: 'alex', atSeconds: 1, text: 'Great opening frame.' }],
    ageDays: 0,
  },
];

export const DEMO_CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:02.000
One room.

00:00:02.000 --> 00:00:04.000
One scene.
`;
