/** The accounts `make seed` creates; the e2e stack seeds them before the journeys run. */
export const demoAccount = {
  email: 'demo@filmcollab.local',
  password: 'Demo-Passw0rd!',
  username: 'demo',
};

export const secondDemoAccount = {
  email: 'alex@filmcollab.local',
  password: 'Demo-Passw0rd!',
  username: 'alex',
};
