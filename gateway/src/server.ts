import { dataDirFrom, ensureGeneratedSecrets, listenUntilStopped, loggerOptions } from '@centre/server-kit';
import { buildGateway } from './app.ts';
import { readGatewayConfig } from './config.ts';

// Started on its own (not by the launcher) with no secrets in the environment: create them under
// DATA_DIR as the launcher would, so a first run needs no setup.
if (!process.env.JWT_PRIVATE_KEY && !process.env.JWT_PUBLIC_KEY && !process.env.INTERNAL_TOKEN) {
  ensureGeneratedSecrets(dataDirFrom(process.env));
}

const config = readGatewayConfig(process.env);
const logger = loggerOptions(config.logLevel);
const app = await buildGateway({ ...config, logger });
await listenUntilStopped(app, config.host, config.port);
