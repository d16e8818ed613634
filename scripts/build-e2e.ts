// `npm run build:e2e`: the production build the end-to-end tests serve
// (.next-test, wired to the test stack's ports), without the rest of
// `npm test`; then `npm run test:e2e -- <spec>` runs one spec against it.
import { spawnSync } from "node:child_process";
import { e2eEnv } from "./e2e-env";
import { keepingNextConfigFiles } from "./keep-files";

const { status } = await keepingNextConfigFiles(() =>
  spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, ...e2eEnv } }),
);
process.exit(status ?? 1);
