import {
  ConsoleEquipmentInput,
  ConsoleFacility,
  ConsoleSpaceInput,
  EquipmentDetail,
  EquipmentList,
  EquipmentListQuery,
  SpaceDetail,
  SpaceList,
  SpaceListQuery,
} from '@centre/contracts';
import { FACILITY_KINDS } from '../repositories/facilities.ts';
import { consoleResourceRoutes, publicResourceRoutes, type ResourceRoutes } from './resource-routes.ts';

/** Facility spaces of both sites (spec §2: /facility-space). */
const spaces: ResourceRoutes = {
  names: { list: 'spaces', item: 'space' },
  publicPath: '/api/v1/space',
  consolePath: '/api/console/space',
  publicDetail: true,
  notFound: 'This space does not exist or has been removed.',
  repository: (app) => app.facilities,
  scope: { kind: FACILITY_KINDS.space },
  schemas: { query: SpaceListQuery, list: SpaceList, detail: SpaceDetail, consoleItem: ConsoleFacility, input: ConsoleSpaceInput },
};

/** Equipment of the shared cutting rooms and studios (spec §2: ?code=CUTTINGROOM|STUDIO). */
const equipment: ResourceRoutes = {
  names: { list: 'equipments', item: 'equipment' },
  publicPath: '/api/v1/equipment',
  consolePath: '/api/console/equipment',
  publicDetail: true,
  notFound: 'This equipment does not exist or has been removed.',
  repository: (app) => app.facilities,
  scope: { kind: FACILITY_KINDS.equipment },
  schemas: { query: EquipmentListQuery, list: EquipmentList, detail: EquipmentDetail, consoleItem: ConsoleFacility, input: ConsoleEquipmentInput },
};

export const publicSpaceRoutes = publicResourceRoutes(spaces);
export const consoleSpaceRoutes = consoleResourceRoutes(spaces);
export const publicEquipmentRoutes = publicResourceRoutes(equipment);
export const consoleEquipmentRoutes = consoleResourceRoutes(equipment);
