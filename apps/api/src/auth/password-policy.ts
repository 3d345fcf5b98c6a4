// Which new passwords are refused (ASVS 6.2.1, 6.2.4, 6.2.11): at least 8 characters (the
// schema), not one of the common or breached passwords, not one character repeated, not the
// account's own name or the service's. Applied wherever a password is set — by an admin, by a
// reset, by the user — never to a password already stored, so existing accounts keep logging in.
//
// The list is @zxcvbn-ts/language-common's "passwords-common" dictionary (MIT): 49,233 passwords
// ranked by frequency in public breach corpora, Portuguese ones among them ("senha", "brasil",
// "flamengo", "123mudar"). It is decompressed on the first password set, not at start.
import { AppError } from '../errors.ts';

let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** How many passwords the shipped list holds (for the README and the test of its size). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonPasswords()).size;
}

interface PasswordContext {
  username?: string | undefined;
  email?: string | undefined;
}

interface PasswordRule {
  refuses(password: string, context: PasswordContext, common: ReadonlySet<string>): boolean;
  message: string;
}

const SERVICE_WORDS = ['lexato'];
const MIN_CONTEXT_WORD = 4;

const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    refuses: (p, _c, list) => list.has(p.toLowerCase()),
    message:
      'Senha recusada: ela está na lista de senhas mais comuns ou já vazadas. Escolha outra, de preferência uma frase.',
  },
  {
    refuses: (p) => /^(.)\1*$/su.test(p),
    message: 'Senha recusada: um só caractere repetido é fácil de adivinhar. Escolha outra.',
  },
  {
    refuses: (p, c) => {
      const lower = p.toLowerCase();
      const words = [c.username, c.email?.split('@')[0], ...SERVICE_WORDS]
        .map((w) => w?.toLowerCase().trim() ?? '')
        .filter((w) => w.length >= MIN_CONTEXT_WORD);
      return words.some((w) => lower.includes(w));
    },
    message: 'Senha recusada: ela contém o nome de usuário, o e-mail ou o nome do serviço. Escolha outra.',
  },
];

/** Refuses, with the rule in Portuguese, a new password that is easy to guess. */
export async function assertAcceptablePassword(
  password: string,
  context: PasswordContext = {},
): Promise<void> {
  const list = await commonPasswords();
  const broken = PASSWORD_RULES.find((rule) => rule.refuses(password, context, list));
  if (broken) throw new AppError('invalid', broken.message);
}
