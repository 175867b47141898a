/** What one iteration of a virtual user keeps between its steps (k6: the iteration's locals). */
export type Kept = Record<string, string>;

/** One request of a scenario's iteration, tagged like the k6 script's `scenario_step`. */
export interface LoadStep {
  step: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** The path from what earlier steps kept; null ends the iteration here (k6: an `if` around it). */
  path: (kept: Kept) => string | null;
  body?: () => unknown;
  /** Keeps what later steps need from this step's response body. */
  keep?: (body: string, kept: Kept) => void;
}

/** Virtual users acting as one account: `connections` of them loop over `steps`. */
export interface LoadUsers {
  token: string;
  connections: number;
  steps: LoadStep[];
}

/** The autocannon equivalent of one tests/load k6 script. */
export interface LoadScenario {
  name: string;
  /** The k6 script it mirrors (tests/load/<script>). */
  script: string;
  /** The steps the script thresholds on `http_req_duration`, with the TARGETS entry of each. */
  latencyTargets: Record<string, string>;
  users: LoadUsers[];
}
