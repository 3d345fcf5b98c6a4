// Runs before `pnpm install`, `pnpm start` and `pnpm test`: the API runs its TypeScript on Node's
// built-in type stripping (Node 22.18 and later; Node 24 LTS is what the project is tested on), so
// an older Node would fail only later, with an "unknown file extension .ts" error at start.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Lexato precisa do Node.js 24 LTS (encontrado: v${process.versions.node}). Instale o Node 24 e rode o comando de novo.\n` +
      `Lexato needs Node.js 24 LTS (found v${process.versions.node}). Install Node 24 and run the command again.`,
  );
  process.exit(1);
}
