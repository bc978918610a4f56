import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, registerErrorHandling } from '../src/http/errors.js';
import { mergeRules, registerRouteRules } from '../src/http/route-rules.js';

describe('route rules (http/route-rules.ts)', () => {
  it('refuses an operation given rules by two resources', () => {
    expect(() => mergeRules({ login: {} }, { register: {} }, { login: {} })).toThrow(/login/);
    expect(Object.keys(mergeRules({ login: {} }, { register: {} }))).toEqual(['login', 'register']);
  });

  it("runs only the route's operation's rules, in their order, with its limiter, and answers their refusals", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const seen: string[] = [];
    registerRouteRules(
      app,
      {
        login: {
          onRequest: () => void seen.push('onRequest'),
          rateLimit: 'login',
          preParsing: async (_request, _reply, payload) => {
            seen.push('preParsing');
            return payload;
          },
          preValidation: (request) => {
            seen.push('preValidation');
            if ((request.body as { refuse?: boolean }).refuse) throw new HttpError(400, 'Refusé');
          },
        },
      },
      (operationId, limit) => async () => void seen.push(`limit ${operationId} ${limit}`),
    );
    app.post('/login', { schema: { operationId: 'login' } }, async () => ({ served: true }));
    app.post('/register', { schema: { operationId: 'register' } }, async () => ({ served: true }));
    app.get('/outside', async () => ({ served: true }));

    const served = await app.inject({ method: 'POST', url: '/login', payload: { refuse: false } });
    expect(served.json()).toEqual({ served: true });
    expect(seen).toEqual(['onRequest', 'limit login login', 'preParsing', 'preValidation']);

    const refused = await app.inject({ method: 'POST', url: '/login', payload: { refuse: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Refusé');

    seen.length = 0;
    await app.inject({ method: 'POST', url: '/register', payload: { refuse: true } });
    await app.inject({ method: 'GET', url: '/outside' });
    expect(seen).toEqual([]);
    await app.close();
  });
});
