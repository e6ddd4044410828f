import { DEFAULT_PORTS, SERVICE_NAMES, integerFrom, type ServiceName } from './config.ts';

type Env = Record<string, string | undefined>;
export type PlatformPorts = Record<ServiceName | 'gateway', number>;

/**
 * Where each service listens relative to PORT_BASE (the gateway's port): with the default base
 * 8080 they are the familiar 8101–8107, and PORT_BASE=9080 moves the whole copy to 9080, 9101–9107,
 * so a second copy of the product can run on the same machine with one setting.
 */
export const SERVICE_PORT_OFFSETS: Record<ServiceName, number> = { content: 21, applications: 22, users: 23, admin: 24, shop: 25, fairs: 26, auction: 27 };

/** Every process's port: PORT_BASE (default 8080) plus its offset, unless PORT or <SERVICE>_PORT sets it one by one. */
export function platformPortsFrom(env: Env): PlatformPorts {
  const base = integerFrom(env, 'PORT_BASE', DEFAULT_PORTS.gateway);
  if (base + Math.max(...Object.values(SERVICE_PORT_OFFSETS)) > 65535) throw new Error(`PORT_BASE=${base} leaves no room for the services' ports (base+21 to base+27)`);
  const ports = { gateway: integerFrom(env, 'PORT', base) } as PlatformPorts;
  for (const name of SERVICE_NAMES) ports[name] = integerFrom(env, `${name.toUpperCase()}_PORT`, base + SERVICE_PORT_OFFSETS[name]);
  return ports;
}

/** A service's base URL as the other processes reach it: <SERVICE>_URL, or its port on the loopback. */
export function serviceUrlFrom(env: Env, service: ServiceName): string {
  return (env[`${service.toUpperCase()}_URL`] ?? `http://127.0.0.1:${platformPortsFrom(env)[service]}`).replace(/\/+$/, '');
}
