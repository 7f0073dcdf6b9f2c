import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caseFileEndpoints } from '../../src/contract/endpoints/case-files';
import { endpointPath, matchesEndpointPath } from '../../src/contract/endpoints/endpoint-path';
import { notificationEndpoints } from '../../src/contract/endpoints/notifications';
import { organizationUserEndpoints } from '../../src/contract/endpoints/organization-users';
import { processEndpoints } from '../../src/contract/endpoints/processes';
import { pushEndpoints } from '../../src/contract/endpoints/push';
import type { ProcessDetail } from '../../src/contract/processes';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { callApi } from '../../src/lib/http/call-api';
import { configureHttp } from '../../src/lib/http-settings';
import { apiJson, apiResponse } from './support/api-response';

/** Calls by descriptor (docs/api.md#endpoints-in-the-contract): the path, method, query and body that reach fetch. */
describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let restoreReporter: () => void;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    restoreReporter = setErrorReporter(() => {});
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123' });
  });
  afterEach(() => {
    restoreReporter();
    vi.unstubAllGlobals();
  });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0]!;
    return { url, method: init?.method, body: init?.body };
  };

  it("fills the descriptor's path and takes its method", async () => {
    fetchMock.mockResolvedValue(apiJson({ id: 7 }));
    await expect(callApi(processEndpoints.getProcess, { params: { orgId: 590, processId: 7 } })).resolves.toEqual({
      id: 7,
    });
    expect(sent()).toMatchObject({ url: 'http://api.test/v1/process/590/7', method: 'GET' });
  });

  it('URI-encodes each parameter', async () => {
    fetchMock.mockResolvedValue(apiJson({ user: {} }));
    await callApi(organizationUserEndpoints.reinviteUser, { params: { orgId: 590, userId: 'a b/c?' } });
    expect(sent()).toMatchObject({
      url: 'http://api.test/v1/organization/590/user/a%20b%2Fc%3F/reinvite',
      method: 'POST',
    });
  });

  it('sends the query without its empty filters, and the body as JSON', async () => {
    fetchMock.mockResolvedValue(apiJson({ result: [], total: 0 }));
    await callApi(notificationEndpoints.listNotifications, {
      params: { orgId: 590 },
      query: { page: 1, type: null, from: '' },
    });
    expect(sent().url).toBe('http://api.test/v1/organization/590/notifications?page=1');
    fetchMock.mockResolvedValue(apiJson({ changeProcess: true, newProcess: false }));
    fetchMock.mockClear();
    await callApi(notificationEndpoints.saveNotificationSettings, {
      params: { orgId: 590 },
      body: { changeProcess: true, newProcess: false },
    });
    expect(sent()).toMatchObject({ method: 'PUT', body: JSON.stringify({ changeProcess: true, newProcess: false }) });
  });

  it('answers a 204 as undefined and, asked for one, the body as a Blob', async () => {
    fetchMock.mockResolvedValue(apiResponse(null, { status: 204 }));
    await expect(
      callApi(pushEndpoints.removeDevice, { params: { orgId: 590, subscriptionId: 3 } }),
    ).resolves.toBeUndefined();
    expect(sent().method).toBe('DELETE');
    fetchMock.mockResolvedValue(apiJson({ id: 7 }));
    const blob = await callApi(processEndpoints.getProcess, {
      params: { orgId: 590, processId: 7 },
      responseAs: 'blob',
    });
    // Unparsed: the JSON's text, as a worker would read it (jsdom's Blob is another realm's, so no instanceof).
    expect(await blob.text()).toBe('{"id":7}');
  });

  it('refuses to send a path with a parameter missing', () => {
    expect(() => endpointPath(processEndpoints.getProcess, { orgId: 590 } as never)).toThrow(/:processId/);
  });
});

describe('matchesEndpointPath', () => {
  it("recognises the endpoint's paths, whatever their parameters", () => {
    expect(matchesEndpointPath(caseFileEndpoints.getFileContent, '/v1/files/12/content')).toBe(true);
    expect(matchesEndpointPath(caseFileEndpoints.getFileContent, '/v1/files/12/content/x')).toBe(false);
    expect(matchesEndpointPath(caseFileEndpoints.getFileContent, '/v1/urlById/12')).toBe(false);
  });
});

/**
 * Never called: the compiler checks these calls (npm run typecheck), and each @ts-expect-error fails the typecheck if
 * the call it marks ever compiles.
 */
export async function callsThatMustNotCompile(): Promise<void> {
  // @ts-expect-error a parameter misspelt
  await callApi(processEndpoints.getProcess, { params: { orgId: 1, processID: 2 } });
  // @ts-expect-error a parameter missing
  await callApi(processEndpoints.getProcess, { params: { orgId: 1 } });
  // @ts-expect-error a parameter of the wrong type
  await callApi(processEndpoints.getProcess, { params: { orgId: '1', processId: 2 } });
  // @ts-expect-error no options, though the path has parameters
  await callApi(processEndpoints.getProcess);
  // @ts-expect-error the body left out
  await callApi(processEndpoints.changeProcessValue, { params: { orgId: 1, processId: 2 } });
  // @ts-expect-error a body the schema does not have
  await callApi(processEndpoints.changeProcessValue, { params: { orgId: 1, processId: 2 }, body: { value: 3 } });
  // @ts-expect-error a query filter the endpoint does not take
  await callApi(processEndpoints.listProcesses, { params: { orgId: 1 }, query: { pagina: 1 } });
  // @ts-expect-error the answer is not what the caller expects
  const wrong: { total: number } = await callApi(processEndpoints.getProcess, { params: { orgId: 1, processId: 2 } });
  const right: ProcessDetail = await callApi(processEndpoints.getProcess, { params: { orgId: 1, processId: 2 } });
  const none: undefined = await callApi(pushEndpoints.removeDevice, { params: { orgId: 1, subscriptionId: 2 } });
  const key = await callApi(pushEndpoints.getVapidKey);
  void [wrong, right, none, key.publicKey];
}
