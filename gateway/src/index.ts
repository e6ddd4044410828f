// The gateway's public surface: the launcher and tests build it from a config.
export { buildGateway, type Gateway, type GatewayOptions } from './app.ts';
export { readGatewayConfig, type GatewayConfig } from './config.ts';
export { ROUTES_TABLE, type ProxiedPrefix } from './routes-table.ts';
