import { equipmentResource, spacesResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Facility spaces of both sites (spec §2: /facility-space). */
export const publicSpaceRoutes = publicResourceRoutes(spacesResource, (app) => readersOf(app.spaces, 'space'));
export const consoleSpaceRoutes = consoleResourceRoutes(spacesResource, (app) => ({ repository: app.spaces, trash: app.spaces }));

/** Equipment of the shared cutting rooms and studios (spec §2: ?code=CUTTINGROOM|STUDIO). */
export const publicEquipmentRoutes = publicResourceRoutes(equipmentResource, (app) => readersOf(app.equipment, 'equipment'));
export const consoleEquipmentRoutes = consoleResourceRoutes(equipmentResource, (app) => ({ repository: app.equipment, trash: app.equipment }));
