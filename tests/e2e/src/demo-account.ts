/** The account `make seed` creates; the e2e stack seeds it before the journeys run. */
export const demoAccount = {
  email: 'demo@filmcollab.local',
  password: 'Demo-Passw0rd!',
  username: 'demo',
};
