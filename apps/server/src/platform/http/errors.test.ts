import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, handleError } from './errors.js';

async function answerOf(error: AppError) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(handleError);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return response;
}

describe('the one error type', () => {
  it('answers field errors as before: statusCode, error, message and errors', async () => {
    const response = await answerOf(
      new AppError('unprocessable', 'Name is required.', { name: 'Name is required.' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Name is required.',
      errors: { name: 'Name is required.' },
    });
  });

  it('sends its headers and extra body fields (Retry-After, data.id)', async () => {
    const response = await answerOf(
      new AppError('too_many_requests', 'Wait.', undefined, {
        headers: { 'retry-after': '42' },
        details: { data: { id: 7 } },
      }),
    );

    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Wait.',
      data: { id: 7 },
    });
  });

  it('answers unavailable with 503', async () => {
    const response = await answerOf(new AppError('unavailable', 'Not configured.'));

    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('Service Unavailable');
  });
});
