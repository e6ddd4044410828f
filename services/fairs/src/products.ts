// Fair products are written by the fair's approved exhibitor, each for their own list only.
import type { FairProductInput } from '@centre/contracts';
import type { FastifyInstance } from 'fastify';
import { publishedFair } from './participating.ts';
import { refusal } from './refusals.ts';

async function approvedExhibitorId(app: FastifyInstance, memberId: string, fairId: string): Promise<string> {
  await publishedFair(app, fairId);
  const exhibitor = await app.fairParticipants.exhibitorOfMember(fairId, memberId);
  if (exhibitor?.status !== 'APPROVED') throw refusal('NOT_AN_EXHIBITOR');
  return exhibitor.id;
}

function checkPrices(input: FairProductInput): void {
  if (input.priceMin > input.priceMax) throw refusal('PRICE_RANGE');
}

/** The product must exist at this fair and be on this exhibitor's list. */
async function ownProduct(app: FastifyInstance, fairId: string, productId: string, exhibitorId: string): Promise<void> {
  const product = await app.fairProducts.find(fairId, productId);
  if (!product) throw refusal('PRODUCT_NOT_FOUND');
  if (product.exhibitorId !== exhibitorId) throw refusal('PRODUCT_NOT_YOURS');
}

export async function addProduct(app: FastifyInstance, memberId: string, fairId: string, input: FairProductInput): Promise<string> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  checkPrices(input);
  return app.fairProducts.create(fairId, exhibitorId, input, app.clock.now().toISOString());
}

export async function changeProduct(app: FastifyInstance, memberId: string, fairId: string, productId: string, input: FairProductInput): Promise<void> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  checkPrices(input);
  await ownProduct(app, fairId, productId, exhibitorId);
  if (!(await app.fairProducts.update(fairId, productId, exhibitorId, input, app.clock.now().toISOString()))) throw refusal('PRODUCT_NOT_FOUND');
}

export async function removeProduct(app: FastifyInstance, memberId: string, fairId: string, productId: string): Promise<void> {
  const exhibitorId = await approvedExhibitorId(app, memberId, fairId);
  await ownProduct(app, fairId, productId, exhibitorId);
  if (!(await app.fairProducts.remove(fairId, productId, exhibitorId))) throw refusal('PRODUCT_NOT_FOUND');
}
