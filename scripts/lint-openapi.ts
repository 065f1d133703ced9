/**
 * `npm run lint:openapi`: the OpenAPI document the site serves at /api/openapi.json, built from
 * this configuration exactly as the server builds it, checked by Redocly's recommended rules
 * (docs/decisions/025-openapi-contract.md lists the warnings left and why). Fails on any error.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config";
import { apiServer, openApiDocument } from "#server/api/openapi";

const config = loadConfig();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
const file = path.join(dir, "openapi.json");
fs.writeFileSync(file, JSON.stringify(openApiDocument({ server: apiServer(config.public) }), null, 2));
const redocly = path.resolve("node_modules/.bin/redocly");
const { status } = spawnSync(redocly, ["lint", "--extends=recommended", "--format=stylish", file], { stdio: "inherit" });
fs.rmSync(dir, { recursive: true, force: true });
process.exit(status ?? 1);
