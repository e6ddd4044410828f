// The console's forms over the auction's input schemas. Pictures are uploaded through the console's
// file store, whose addresses (/api/v1/files/…) the auction accepts; the form kit knows a picture
// field by that address in its pattern. A hall's id is kept from the record, never typed.
import { Type } from 'typebox';
import { AuthorInput, HallInput, ProgramInput, WorkInput } from '@centre/contracts';

const Picture = Type.String({ minLength: 1, maxLength: 500, pattern: '^(https://|/api/v1/files/|/api/v1/auction/files/)' });

export const AuthorForm = Type.Object({ ...AuthorInput.properties, photo: Type.Union([Picture, Type.Null()]) }, { additionalProperties: false });

/** A hall as edited: its id (when it has one) rides along in the values, unseen. */
const HallForm = Type.Object({ name: HallInput.properties.name, kind: HallInput.properties.kind, place: HallInput.properties.place });

export const ProgramForm = Type.Object({ ...ProgramInput.properties, halls: Type.Array(HallForm, { minItems: 1, maxItems: 20 }) }, { additionalProperties: false });

export const WorkForm = Type.Object({ ...WorkInput.properties, images: Type.Array(Picture, { maxItems: 20 }) }, { additionalProperties: false });
