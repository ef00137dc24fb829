import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.js';

const api = useApiTest();

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 while the database answers, and 503 once it is gone', async () => {
    const ready = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });

    await api.database.close();
    const gone = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(Number(gone.headers['retry-after'])).toBeGreaterThan(0);
  });
});
