import { Type, type Static } from 'typebox';
import { Id, ListQuery, LocalisedText, QueryFlag } from './common.ts';
import { CalendarDate } from './application-windows.ts';
import { FIELD_LIMITS, ListOf, Localised, One, SortParam, Stored, Strict } from './collections.ts';
import { ImageUrl } from './facilities.ts';

/** A picture of the education gallery (spec §2: home shows two isMain pictures). */
export const GalleryItem = Type.Object({
  _id: Id,
  title: Type.String(),
  image: Type.String(),
  thumb: Type.String(),
  /** Text alternative for readers who cannot see the picture. */
  alt: Type.String(),
  takenAt: CalendarDate,
  isMain: Type.Boolean(),
});
export type GalleryItem = Static<typeof GalleryItem>;

export const GalleryListQuery = Type.Intersect([ListQuery, Type.Object({ isMain: Type.Optional(QueryFlag) })]);
export type GalleryListQuery = Static<typeof GalleryListQuery>;
export const GalleryList = ListOf('galleries', GalleryItem);
export type GalleryList = Static<typeof GalleryList>;

const galleryInputFields = {
  title: Localised(FIELD_LIMITS.title),
  alt: Localised(FIELD_LIMITS.alt),
  image: ImageUrl,
  thumb: ImageUrl,
  takenAt: CalendarDate,
  isMain: Type.Boolean(),
};
export const ConsoleGalleryInput = Strict(galleryInputFields);
export type ConsoleGalleryInput = Static<typeof ConsoleGalleryInput>;
export const ConsoleGalleryItem = Stored({ ...galleryInputFields, title: LocalisedText, alt: LocalisedText, image: Type.String(), thumb: Type.String() });
export type ConsoleGalleryItem = Static<typeof ConsoleGalleryItem>;
export const GALLERY_SORT_KEYS = ['takenAt', 'createdAt', 'updatedAt', 'title'] as const;
export const ConsoleGalleryListQuery = Type.Object({ ...ListQuery.properties, sort: SortParam(GALLERY_SORT_KEYS), isMain: Type.Optional(QueryFlag) });
export type ConsoleGalleryListQuery = Static<typeof ConsoleGalleryListQuery>;
export const ConsoleGalleryList = ListOf('galleries', ConsoleGalleryItem);
export type ConsoleGalleryList = Static<typeof ConsoleGalleryList>;
export const ConsoleGalleryDetail = One('gallery', ConsoleGalleryItem);
export type ConsoleGalleryDetail = Static<typeof ConsoleGalleryDetail>;
