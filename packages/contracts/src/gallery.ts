import { Type, type Static } from 'typebox';
import { Id, ListQuery, LocalisedText, QueryFlag } from './common.ts';
import { CalendarDate } from './applications.ts';
import { ListOf, One, Stored } from './collections.ts';
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
  title: LocalisedText,
  alt: LocalisedText,
  image: ImageUrl,
  thumb: ImageUrl,
  takenAt: CalendarDate,
  isMain: Type.Boolean(),
};
export const ConsoleGalleryInput = Type.Object(galleryInputFields);
export type ConsoleGalleryInput = Static<typeof ConsoleGalleryInput>;
export const ConsoleGalleryItem = Stored(galleryInputFields);
export type ConsoleGalleryItem = Static<typeof ConsoleGalleryItem>;
export const ConsoleGalleryList = ListOf('galleries', ConsoleGalleryItem);
export type ConsoleGalleryList = Static<typeof ConsoleGalleryList>;
export const ConsoleGalleryDetail = One('gallery', ConsoleGalleryItem);
export type ConsoleGalleryDetail = Static<typeof ConsoleGalleryDetail>;
