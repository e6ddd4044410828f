import { COURSE_CHOICES_PATH, CourseChoiceList, equipmentResource, spacesResource } from '@centre/contracts';
import { consoleResourceRoutes, publicResourceRoutes, type FastifyPluginAsyncTypebox } from '@centre/server-kit';
import { readersOf } from './readers.ts';

/** Facility spaces of both sites (spec §2: /facility-space). */
export const publicSpaceRoutes = publicResourceRoutes(spacesResource, (app) => readersOf(app.spaces, 'space'));
export const consoleSpaceRoutes = consoleResourceRoutes(spacesResource, (app) => ({ repository: app.spaces, trash: app.spaces }));

/** Equipment of the shared cutting rooms and studios (spec §2: ?code=CUTTINGROOM|STUDIO). */
export const publicEquipmentRoutes = publicResourceRoutes(equipmentResource, (app) => readersOf(app.equipment, 'equipment'));
export const consoleEquipmentRoutes = consoleResourceRoutes(equipmentResource, (app) => ({
  repository: app.equipment,
  trash: app.equipment,
  // A prerequisite no maker could ever complete would shut the equipment to everyone.
  check: async (input) =>
    input.requiredEducationId && !(await app.educations.findRow(input.requiredEducationId)) ? 'The required training course does not exist (or is in the trash).' : null,
}));

/** The courses an equipment may require (and a training record names), for the staff who set them. */
export const consoleCourseChoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(COURSE_CHOICES_PATH, { schema: { response: { 200: CourseChoiceList } } }, async () => ({ courses: await app.educations.choices() }));
};
