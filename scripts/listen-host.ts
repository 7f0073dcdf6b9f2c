import { isIPv4, isIPv6 } from 'node:net';

/** The variable that allows `npm start` on a non-loopback HOST. */
export const PUBLIC_HOST_OPT_IN = 'ALLOW_INSECURE_PUBLIC_HOST';

/** 127.0.0.0/8, ::1 (also IPv4-mapped and bracketed) and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice('::ffff:'.length) : name;
  if (isIPv4(v4)) return v4.split('.')[0] === '127';
  return isIPv6(name) && /^(0{0,4}:){0,7}:?0{0,3}1$/.test(name);
}

type HostCheck = { ok: true; warning: string | null } | { ok: false; message: string };

/**
 * The local identity emulator has a fixed reset code and a signing key published with cognito-local: anyone who
 * reaches it through /identity/ can reset passwords and forge tokens. Listening beyond loopback needs an opt-in.
 */
export function checkListenHost(host: string, env: NodeJS.ProcessEnv): HostCheck {
  if (isLoopbackHost(host)) return { ok: true, warning: null };
  const risk =
    `A identidade local (cognito-local) usa o código fixo de redefinição de senha 123456 e uma chave de assinatura ` +
    `pública: quem alcançar ${host} pode trocar senhas e forjar tokens.\n` +
    `The local identity emulator (cognito-local) has a fixed password-reset code (123456) and a public signing key: ` +
    `anyone who reaches ${host} can reset passwords and forge tokens.`;
  if (env[PUBLIC_HOST_OPT_IN] !== '1') {
    return {
      ok: false,
      message:
        `HOST=${host} não é um endereço de loopback. ${risk}\n` +
        `Para aceitar o risco (demonstração numa rede confiável), defina ${PUBLIC_HOST_OPT_IN}=1. ` +
        `To accept the risk (a demo on a trusted network), set ${PUBLIC_HOST_OPT_IN}=1.`,
    };
  }
  return {
    ok: true,
    warning: `\n${'!'.repeat(78)}\nATENÇÃO / WARNING — HOST=${host} (${PUBLIC_HOST_OPT_IN}=1)\n${risk}\nNunca use assim em produção. Never run it like this in production.\n${'!'.repeat(78)}\n`,
  };
}
