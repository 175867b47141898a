// One MongoDB user per service, allowed readWrite on its own database only (the kit's database is
// the service's name). Run by mongosh as the root user at every `docker compose up` (mongo-init)
// and before every Helm install or upgrade (the database-init Job): users are created, or their
// password and roles reset, so rotating a secret is re-running this.
//
//   SERVICES                  the services, separated by spaces
//   MONGO_SECRET_<SERVICE>    each one's password (hex: it goes into the service's MONGO_URL)
/* global db, print */
const services = (process.env.SERVICES || '').split(/\s+/).filter(Boolean);
if (!services.length) throw new Error('SERVICES is empty: name the services to create users for');

for (const service of services) {
  const variable = `MONGO_SECRET_${service.toUpperCase()}`;
  const password = process.env[variable];
  if (!password) throw new Error(`${variable} is not set`);
  if (!/^[0-9a-f]{16,}$/i.test(password))
    throw new Error(`${variable} must be hex, 16+ characters: it goes into a URL`);
  const database = db.getSiblingDB(service);
  const roles = [{ role: 'readWrite', db: service }];
  if (database.getUser(service)) database.updateUser(service, { pwd: password, roles });
  else database.createUser({ user: service, pwd: password, roles });
  print(`${service}: readWrite on ${service} only`);
}
