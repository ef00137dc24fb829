// What other modules and the server may use of a customer's alerts.
export { alertRoutes } from './alerts.routes.js';
export { queueTourAlerts, startAlertsWorker } from './alerts-worker.js';
