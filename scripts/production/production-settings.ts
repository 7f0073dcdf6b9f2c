import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Value from 'typebox/value';
import { rateLimitsFromEnv, type RateLimits } from '../../server/http/rate-limits.ts';
import type { LogLevel } from '../../server/http/request-log.ts';
import { vapidProblem, type VapidConfig } from '../../server/push/vapid-keys.ts';
import { DEFAULT_CONTACT } from '../app-config-from-env.ts';
import { checkListenHost } from '../listen-host.ts';
import { AMAZON_POOL_ID, SETTING_RULES, TEST_ONLY_VARIABLES, type SettingName } from './setting-rules.ts';

/** Where the identity service is: Amazon Cognito by region, or (a demo only) an emulator at `endpoint`. */
export interface ProductionIdentity {
  userPoolId: string;
  clientId: string;
  region: string;
  /** An emulator's address (COGNITO_ENDPOINT, DEMO=1 only); null = Amazon Cognito. */
  endpoint: string | null;
}

export interface ProductionSettings {
  databaseUrl: string;
  host: string;
  port: number;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: LogLevel;
  identity: ProductionIdentity;
  /** null = API only. */
  pwaDist: string | null;
  vapid: VapidConfig;
  /** null = GET /metrics is not served. */
  metricsToken: string | null;
  demo: boolean;
  seedDemo: boolean;
  /** Court processes the demo seed generates (SEED_PROCESSES). */
  seedProcesses?: number;
  courtFeedMinutes: number;
  rateLimits: RateLimits;
  jobs: {
    expireInSeconds?: number;
    maintenanceIntervalSeconds?: number;
    retryDelaySeconds?: number;
    pollingIntervalSeconds?: number;
    cronCheckSeconds?: number;
  };
}

export type SettingsResult =
  { ok: true; settings: ProductionSettings; warnings: string[] } | { ok: false; message: string };

const HEADER = 'Configuração de produção inválida / Invalid production configuration:';
const FOOTER =
  'Nada foi iniciado; corrija as variáveis acima (docs/deploy.md). Nothing was started; fix the variables above (docs/deploy.md).';

/**
 * Every variable of `npm run start:prod`, checked at once: the answer is either the settings or ONE message listing
 * each missing or invalid variable in Portuguese and English. Demo-only pieces (the identity emulator with its fixed
 * reset code, the demo seed, the invented court feed) are refused unless DEMO=1.
 */
export function productionSettings(env: NodeJS.ProcessEnv): SettingsResult {
  const problems: string[] = [];
  const values = new Map<SettingName, string | number>();
  for (const [name, rule] of Object.entries(SETTING_RULES) as [SettingName, (typeof SETTING_RULES)[SettingName]][]) {
    const raw = env[name]?.trim() ?? '';
    if (raw === '') {
      if ('required' in rule && rule.required)
        problems.push(`${name}: obrigatória — ${rule.pt} / required — ${rule.en}`);
      continue;
    }
    const value = 'integer' in rule && rule.integer ? (/^-?\d+$/.test(raw) ? Number(raw) : Number.NaN) : raw;
    if (!Value.Check(rule.schema, value)) {
      const received = 'secret' in rule && rule.secret ? '' : ` (recebido / got "${raw.slice(0, 80)}")`;
      problems.push(`${name}: esperado ${rule.pt} / expected ${rule.en}${received}`);
      continue;
    }
    values.set(name, value);
  }
  const text = (name: SettingName): string | undefined => values.get(name) as string | undefined;
  const number = (name: SettingName): number | undefined => values.get(name) as number | undefined;

  for (const name of TEST_ONLY_VARIABLES) {
    if (env[name]) problems.push(`${name}: só para testes, nunca em produção / tests only, never in production`);
  }
  const demo = text('DEMO') === '1';
  const endpoint = text('COGNITO_ENDPOINT')?.replace(/\/$/, '') ?? null;
  if (endpoint && !demo) {
    problems.push(
      'COGNITO_ENDPOINT: aponta para um emulador de identidade (código de redefinição fixo, chave pública); só com DEMO=1 / ' +
        'points at an identity emulator (fixed reset code, public signing key); only with DEMO=1',
    );
  }
  const seedDemo = text('SEED_DEMO') === '1';
  if (seedDemo && !demo) problems.push('SEED_DEMO: dados de demonstração só com DEMO=1 / demo data only with DEMO=1');
  if (seedDemo && !endpoint)
    problems.push(
      'SEED_DEMO: os usuários de demonstração vivem no emulador (COGNITO_ENDPOINT) / demo users live in the emulator (COGNITO_ENDPOINT)',
    );
  const courtFeedMinutes = number('COURT_FEED_MINUTES') ?? 0;
  if (courtFeedMinutes > 0 && !demo) {
    problems.push(
      'COURT_FEED_MINUTES: o feed de demonstração inventa andamentos; só com DEMO=1 / the demo feed invents movements; only with DEMO=1',
    );
  }

  // The hosted UI is Cognito's (…auth.<region>.amazoncognito.com or the pool's custom domain), never a local fake.
  const oauthDomain = text('OAUTH_DOMAIN');
  if (oauthDomain && /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0)$/i.test(oauthDomain)) {
    problems.push(
      'OAUTH_DOMAIN: aponta para esta máquina (um hosted UI simulado); use o domínio do Cognito / points at this machine (a fake hosted UI); use the Cognito domain',
    );
  }

  const poolId = text('COGNITO_USER_POOL_ID');
  const region = text('COGNITO_REGION') ?? (poolId ? AMAZON_POOL_ID.exec(poolId)?.[1] : undefined);
  if (poolId && !endpoint && !AMAZON_POOL_ID.test(poolId)) {
    problems.push(
      `COGNITO_USER_POOL_ID: esperado <região>_<id> do Amazon Cognito / expected an Amazon Cognito <region>_<id> (recebido / got "${poolId}")`,
    );
  }

  const vapid = vapidSettings(env, text, problems);
  const pwaDist = pwaFolder(env, problems);
  const rateLimits = collect(problems, () => rateLimitsFromEnv(env));
  const host = text('HOST') ?? '127.0.0.1';
  const warnings: string[] = [];
  if (endpoint) {
    // The emulator behind /identity/ has a fixed reset code and a public key: beyond loopback only when asked for.
    const check = checkListenHost(host, env);
    if (!check.ok) problems.push(`HOST: ${check.message}`);
    else if (check.warning) warnings.push(check.warning);
  }

  if (problems.length > 0 || !poolId || !vapid || !rateLimits) {
    return { ok: false, message: [HEADER, ...problems.map((problem) => `  - ${problem}`), FOOTER].join('\n') };
  }
  return {
    ok: true,
    warnings,
    settings: {
      databaseUrl: text('DATABASE_URL') ?? '',
      host,
      port: number('PORT') ?? 4180,
      trustProxy: trustProxyOf(text('TRUST_PROXY')),
      logLevel: (text('LOG_LEVEL') ?? 'info') as LogLevel,
      identity: { userPoolId: poolId, clientId: text('COGNITO_CLIENT_ID') ?? '', region: region ?? 'local', endpoint },
      pwaDist,
      vapid,
      metricsToken: text('METRICS_TOKEN') ?? null,
      demo,
      seedDemo,
      ...(number('SEED_PROCESSES') === undefined ? {} : { seedProcesses: number('SEED_PROCESSES') }),
      courtFeedMinutes,
      rateLimits,
      jobs: withoutUndefined({
        expireInSeconds: number('JOB_EXPIRE_SECONDS'),
        maintenanceIntervalSeconds: number('JOB_MAINTENANCE_SECONDS'),
        retryDelaySeconds: number('JOB_RETRY_DELAY_SECONDS'),
        pollingIntervalSeconds: number('JOB_POLL_SECONDS'),
        cronCheckSeconds: number('JOB_CRON_CHECK_SECONDS'),
      }),
    },
  };
}

function vapidSettings(
  env: NodeJS.ProcessEnv,
  text: (name: SettingName) => string | undefined,
  problems: string[],
): VapidConfig | null {
  const publicKey = text('VAPID_PUBLIC_KEY');
  const privateKey = text('VAPID_PRIVATE_KEY');
  if (!publicKey || !privateKey) return null;
  const contact = env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT.email;
  const config = { publicKey, privateKey, subject: text('VAPID_SUBJECT') ?? `mailto:${contact}` };
  const problem = vapidProblem(config);
  if (problem) {
    problems.push(`VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY: ${problem}`);
    return null;
  }
  return config;
}

function pwaFolder(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const folder = env.PWA_DIST === undefined ? 'dist' : env.PWA_DIST.trim();
  if (folder === '') return null;
  if (!existsSync(resolve(folder, 'index.html'))) {
    problems.push(
      `PWA_DIST: ${folder}/index.html não existe; rode "npm run build" (ou PWA_DIST= vazio para só a API) / does not exist; run "npm run build" (or an empty PWA_DIST for the API only)`,
    );
  }
  return folder;
}

/** Runs a validator that throws its own message, keeping the message as one more problem. */
function collect<T>(problems: string[], validate: () => T): T | null {
  try {
    return validate();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** A number is the count of proxies in front (the client is the address that many hops back). */
function trustProxyOf(raw: string | undefined): ProductionSettings['trustProxy'] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (!/^\d$/.test(raw)) return raw;
  const hops = Number(raw);
  return (_address, hop) => hop < hops;
}

function withoutUndefined<T extends Record<string, number | undefined>>(record: T): { [K in keyof T]?: number } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: number;
  };
}
