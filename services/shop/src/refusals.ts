// Every refusal of the shop, worded once in the four languages: a code the pages act on and a
// message the member reads. Thrown as DomainError; nothing is written before one is thrown.
import type { Locale } from '@centre/contracts';
import { DomainError } from '@centre/server-kit';

type Words = Record<Locale, string>;

const REFUSALS = {
  CATEGORY_NOT_FOUND: [404, { ko: '분류를 찾을 수 없습니다.', en: 'This category does not exist.', cn: '找不到该分类。', jp: 'カテゴリーが見つかりません。' }],
  CATEGORY_TOO_DEEP: [400, { ko: '분류는 두 단계까지만 만들 수 있습니다.', en: 'Categories go two levels deep at most.', cn: '分类最多两级。', jp: 'カテゴリーは2階層までです。' }],
  CATEGORY_IN_USE: [409, { ko: '하위 분류나 상품이 있는 분류는 삭제할 수 없습니다.', en: 'A category with subcategories or products cannot be deleted.', cn: '含有子分类或商品的分类无法删除。', jp: 'サブカテゴリーや商品があるカテゴリーは削除できません。' }],
  NOT_A_SELLER: [403, { ko: '사업자등록증이 승인된 회원만 상품을 등록할 수 있습니다.', en: 'Only members whose business registration the centre approved may sell.', cn: '只有营业执照已获批准的会员才能销售商品。', jp: '事業者登録証が承認された会員のみ出品できます。' }],
  SELLER_NOT_FOUND: [404, { ko: '판매자를 찾을 수 없습니다.', en: 'This seller does not exist or has nothing on sale.', cn: '找不到该卖家，或其没有在售商品。', jp: '販売者が見つからないか、販売中の商品がありません。' }],
  PRODUCT_NOT_FOUND: [404, { ko: '상품을 찾을 수 없습니다.', en: 'This product does not exist.', cn: '找不到该商品。', jp: '商品が見つかりません。' }],
  PRODUCT_STATUS: [409, { ko: '지금 상태에서는 할 수 없는 작업입니다.', en: 'This cannot be done in the product\'s current state.', cn: '商品当前状态下无法执行此操作。', jp: '現在の状態ではこの操作はできません。' }],
  SELLER_WITHDRAWN: [409, { ko: '판매자가 탈퇴하여 다시 판매할 수 없는 상품입니다.', en: 'This product\'s seller has withdrawn; it cannot be put on sale again.', cn: '该商品的卖家已注销，无法重新上架。', jp: '販売者が退会したため、この商品は再び販売できません。' }],
  PRODUCT_IN_USE: [409, { ko: '주문되었거나 장바구니에 담긴 상품은 삭제할 수 없습니다. 숨김을 요청하세요.', en: 'A product that was ordered or is in a cart cannot be deleted.', cn: '已被订购或在购物车中的商品无法删除。', jp: '注文済みまたはカートにある商品は削除できません。' }],
  SHIPPING_RULE: [400, { ko: '배송 방법이 올바르지 않습니다. 방문 수령은 수령 장소를, 택배는 배송비를 정하세요.', en: 'The shipping rule is incomplete: a pickup needs its site, a delivery none.', cn: '配送规则不完整：自取需要地点。', jp: '配送方法が正しくありません。店頭受取には受取場所が必要です。' }],
  OPTION_UNKNOWN: [400, { ko: '이 상품의 옵션이 아닙니다.', en: 'That option is not one of this product\'s.', cn: '该选项不属于此商品。', jp: 'この商品のオプションではありません。' }],
  OPTION_DUPLICATE: [400, { ko: '같은 사이즈와 색상의 옵션이 두 번 있습니다.', en: 'Two options have the same size and colour.', cn: '有两个尺寸和颜色相同的选项。', jp: '同じサイズと色のオプションが重複しています。' }],
  NOT_ON_SALE: [409, { ko: '판매 중인 상품이 아닙니다.', en: 'This product is not on sale.', cn: '该商品未在销售。', jp: 'この商品は販売中ではありません。' }],
  CART_ITEM_NOT_FOUND: [404, { ko: '장바구니에 없는 상품입니다.', en: 'This item is not in your cart.', cn: '购物车中没有该商品。', jp: 'カートにない商品です。' }],
  CART_FULL: [409, { ko: '장바구니에는 50가지 상품까지 담을 수 있습니다.', en: 'A cart holds at most 50 different items.', cn: '购物车最多可放50种商品。', jp: 'カートには50種類まで入れられます。' }],
  OUT_OF_STOCK: [409, { ko: '재고가 부족합니다.', en: 'There is not enough stock.', cn: '库存不足。', jp: '在庫が足りません。' }],
  PRICE_CHANGED: [409, { ko: '가격이나 배송비가 바뀌었습니다. 장바구니를 다시 확인해 주세요.', en: 'The price or shipping changed. Please check your cart again.', cn: '价格或运费已变更，请重新确认购物车。', jp: '価格または送料が変わりました。カートをもう一度ご確認ください。' }],
  FULFILMENT_MIXED: [400, { ko: '택배 상품과 방문 수령 상품은 따로 주문해 주세요.', en: 'Order delivered items and pickup items separately, and pickups of one site together.', cn: '快递商品和自取商品请分开下单。', jp: '配送商品と店頭受取商品は別々にご注文ください。' }],
  ADDRESS_REQUIRED: [400, { ko: '배송지를 입력하세요.', en: 'A delivery address is required.', cn: '请填写收货地址。', jp: '配送先を入力してください。' }],
  PICKUP_SITE: [400, { ko: '수령 장소가 상품의 수령 장소와 다릅니다.', en: 'The pickup site is not where these items are collected.', cn: '自取地点与商品不符。', jp: '受取場所が商品の受取場所と異なります。' }],
  DEPOSIT_ACCOUNT_UNSET: [503, { ko: '입금 계좌가 아직 준비되지 않아 주문할 수 없습니다. 센터에 문의하세요.', en: 'The centre has not set its deposit account yet, so no order can be taken.', cn: '中心尚未设置汇款账户，暂时无法下单。', jp: '振込口座が未設定のため注文できません。' }],
  ORDER_NOT_FOUND: [404, { ko: '주문을 찾을 수 없습니다.', en: 'This order does not exist.', cn: '找不到该订单。', jp: '注文が見つかりません。' }],
  ORDER_STATUS: [409, { ko: '지금 주문 상태에서는 할 수 없는 작업입니다.', en: 'This cannot be done in the order\'s current state.', cn: '订单当前状态下无法执行此操作。', jp: '現在の注文状態ではこの操作はできません。' }],
  TRACKING_REQUIRED: [400, { ko: '발송 처리에는 택배사와 송장번호가 필요합니다.', en: 'Shipping needs the carrier and the tracking number.', cn: '发货需要快递公司和运单号。', jp: '発送には配送業者と追跡番号が必要です。' }],
  IMAGE_REQUIRED: [400, { ko: '사진 파일을 file 항목에 담아 보내 주세요.', en: 'Send one picture as multipart/form-data in the field "file".', cn: '请在 file 字段中上传一张图片。', jp: 'file 項目に画像を1枚添付してください。' }],
  IMAGE_TYPE: [415, { ko: 'PNG, JPEG, WEBP 사진만 올릴 수 있습니다.', en: 'Only PNG, JPEG and WEBP pictures can be uploaded.', cn: '只能上传 PNG、JPEG、WEBP 图片。', jp: 'PNG・JPEG・WEBP の画像のみアップロードできます。' }],
  TOO_MANY_IMAGES: [409, { ko: '상품 사진은 10장까지 올릴 수 있습니다.', en: 'A product has at most 10 pictures.', cn: '商品图片最多10张。', jp: '商品画像は10枚までです。' }],
  PAYMENT_UNAVAILABLE: [503, { ko: '지금은 카드·간편결제를 할 수 없습니다. 무통장입금을 이용해 주세요.', en: 'Card and mobile wallet payment are not available now. Please pay by bank deposit.', cn: '目前无法使用银行卡或移动钱包支付，请使用汇款。', jp: '現在カード・簡単決済はご利用いただけません。銀行振込をご利用ください。' }],
  AMOUNT_MISMATCH: [409, { ko: '결제 금액이 주문 금액과 달라 주문이 취소되었습니다.', en: 'The amount paid differs from the order total, so the order was cancelled.', cn: '支付金额与订单金额不符，订单已取消。', jp: '決済金額が注文金額と異なるため、注文は取り消されました。' }],
  PAYMENT_REFUSED: [402, { ko: '결제사가 결제를 승인하지 않았습니다.', en: 'The payment provider refused the payment.', cn: '支付机构未批准该付款。', jp: '決済会社が決済を承認しませんでした。' }],
  BAD_SIGNATURE: [401, { ko: '서명이 올바르지 않습니다.', en: 'The signature does not match.', cn: '签名不正确。', jp: '署名が正しくありません。' }],
  BAD_EVENT: [400, { ko: '알 수 없는 결제 이벤트입니다.', en: 'The payment event is not one this shop reads.', cn: '无法识别的支付事件。', jp: '不明な決済イベントです。' }],
  POINTS_SHORT: [409, { ko: '적립금이 부족합니다.', en: 'You do not have that many points.', cn: '积分不足。', jp: 'ポイントが足りません。' }],
  POINTS_OVER_TOTAL: [400, { ko: '주문 금액보다 많은 적립금은 쓸 수 없습니다.', en: 'Points cannot exceed the order total.', cn: '使用的积分不能超过订单金额。', jp: '注文金額を超えるポイントは使えません。' }],
  POINTS_ZERO: [400, { ko: '0이 아닌 적립금을 입력하세요.', en: 'Give a number of points other than 0.', cn: '请输入非零积分。', jp: '0以外のポイントを入力してください。' }],
  COUPON_UNKNOWN: [400, { ko: '없는 쿠폰 코드입니다.', en: 'There is no coupon with this code.', cn: '该优惠券代码不存在。', jp: 'このクーポンコードはありません。' }],
  COUPON_NOT_YET: [400, { ko: '아직 사용할 수 없는 쿠폰입니다.', en: 'This coupon cannot be used yet.', cn: '该优惠券尚未生效。', jp: 'このクーポンはまだ使えません。' }],
  COUPON_EXPIRED: [400, { ko: '사용 기간이 지난 쿠폰입니다.', en: 'This coupon has expired.', cn: '该优惠券已过期。', jp: 'このクーポンは有効期限が切れています。' }],
  COUPON_MIN_ORDER: [400, { ko: '쿠폰의 최소 주문 금액에 미치지 않습니다.', en: 'The order does not reach the coupon\'s minimum.', cn: '未达到优惠券的最低订单金额。', jp: 'クーポンの最低注文金額に達していません。' }],
  COUPON_EXHAUSTED: [409, { ko: '쿠폰이 모두 사용되었습니다.', en: 'This coupon has been used up.', cn: '该优惠券已用完。', jp: 'このクーポンは上限に達しました。' }],
  COUPON_USED: [409, { ko: '이 쿠폰을 쓸 수 있는 횟수만큼 이미 사용했습니다.', en: 'You have used this coupon as many times as it allows.', cn: '您已用完该优惠券的可用次数。', jp: 'このクーポンは利用できる回数まで使用済みです。' }],
  COUPON_RULE: [400, { ko: '쿠폰 조건이 올바르지 않습니다 (할인율 90% 이하, 기간 순서).', en: 'The coupon\'s rule is not valid (at most 90 %, an end after the start).', cn: '优惠券规则无效。', jp: 'クーポンの条件が正しくありません。' }],
  COUPON_NOT_ISSUED: [403, { ko: '회원님께 발급되지 않은 쿠폰입니다.', en: 'This coupon was not issued to you.', cn: '该优惠券未发放给您。', jp: 'このクーポンはお客様に発行されていません。' }],
  COUPON_CATEGORY: [400, { ko: '이 쿠폰을 쓸 수 있는 분류의 상품이 주문에 없습니다.', en: 'No item of this order is in the category the coupon is for.', cn: '订单中没有该优惠券适用分类的商品。', jp: 'このクーポンが使えるカテゴリーの商品が注文にありません。' }],
  COUPON_NOT_FOUND: [404, { ko: '쿠폰을 찾을 수 없습니다.', en: 'This coupon does not exist.', cn: '找不到该优惠券。', jp: 'クーポンが見つかりません。' }],
  COUPON_ISSUE_EMPTY: [400, { ko: '쿠폰을 발급할 회원이나 등급을 하나 이상 고르세요.', en: 'Choose at least one member or level to issue the coupon to.', cn: '请至少选择一位会员或一个等级来发放优惠券。', jp: 'クーポンを発行する会員または等級を1つ以上選んでください。' }],
  MEMBER_UNKNOWN: [400, { ko: '없는 회원 번호가 있습니다.', en: 'Some member ids belong to no member.', cn: '有不存在的会员编号。', jp: '存在しない会員番号があります。' }],
  LEVEL_UNKNOWN: [400, { ko: '센터의 회원 등급이 아닙니다.', en: 'That is not one of the centre\'s member levels.', cn: '不是中心的会员等级。', jp: 'センターの会員等級ではありません。' }],
  LEVEL_RATE_TWICE: [400, { ko: '같은 등급의 적립률이 두 번 있습니다.', en: 'A level has two rates.', cn: '同一等级有两个积分比例。', jp: '同じ等級の積立率が重複しています。' }],
  COUPON_CODE_TAKEN: [409, { ko: '이미 있는 쿠폰 코드입니다.', en: 'A coupon with this code exists already.', cn: '该优惠券代码已存在。', jp: 'このクーポンコードは既にあります。' }],
  REVIEW_NOT_CONFIRMED: [409, { ko: '구매 확정한 상품만 후기를 쓸 수 있습니다.', en: 'You can review an item once you have confirmed its order.', cn: '确认收货后才能评价。', jp: '購入確定後にレビューを書けます。' }],
  REVIEW_EXISTS: [409, { ko: '이 상품의 후기를 이미 썼습니다.', en: 'You have reviewed this item already.', cn: '您已评价过该商品。', jp: 'この商品のレビューは投稿済みです。' }],
  REVIEW_NOT_FOUND: [404, { ko: '후기를 찾을 수 없습니다.', en: 'This review does not exist.', cn: '找不到该评价。', jp: 'レビューが見つかりません。' }],
  REVIEW_ANSWERED: [409, { ko: '이미 답글을 달았습니다.', en: 'This review has an answer already.', cn: '该评价已回复。', jp: 'このレビューには回答済みです。' }],
  TOO_MANY_REVIEW_IMAGES: [409, { ko: '후기 사진은 3장까지 올릴 수 있습니다.', en: 'A review has at most 3 pictures.', cn: '评价图片最多3张。', jp: 'レビュー画像は3枚までです。' }],
  REVIEW_IMAGE_ALT: [400, { ko: '사진에 무엇이 보이는지 200자 이내로 적어 주세요 (alt 항목, 파일보다 먼저).', en: 'Describe what the picture shows in at most 200 characters (the field "alt", sent before the file).', cn: '请用200字以内描述图片内容（alt 字段，须在文件之前发送）。', jp: '画像に写っているものを200文字以内で入力してください（alt 項目、ファイルより先に送信）。' }],
  REVIEW_IMAGE_NOT_FOUND: [404, { ko: '후기 사진을 찾을 수 없습니다.', en: 'This picture of the review does not exist.', cn: '找不到该评价图片。', jp: 'レビュー画像が見つかりません。' }],
  REVIEW_HIDDEN: [409, { ko: '숨김 처리된 후기에는 사진을 올릴 수 없습니다.', en: 'A hidden review takes no pictures.', cn: '已隐藏的评价无法上传图片。', jp: '非表示のレビューには画像を追加できません。' }],
  WITHDRAWAL_PERIOD_OVER: [409, { ko: '배송 완료 후 7일이 지나 청약철회를 할 수 없습니다.', en: 'The 7 days to withdraw after delivery have passed.', cn: '已超过签收后7天的撤销期限。', jp: '配達完了から7日が過ぎたため、申込撤回はできません。' }],
  REFUND_ITEMS: [409, { ko: '이 주문의 상품이 아니거나 이미 청약철회한 상품입니다.', en: 'An item is not one of this order\'s, or was withdrawn already.', cn: '有商品不属于此订单，或已申请撤销。', jp: 'この注文の商品ではないか、既に申込撤回した商品です。' }],
  REFUND_ACCOUNT_REQUIRED: [400, { ko: '무통장입금 주문은 환불받을 계좌를 입력하세요.', en: 'A bank-deposit order needs the account to refund to.', cn: '汇款订单请填写退款账户。', jp: '銀行振込の注文は返金先の口座を入力してください。' }],
  REFUND_NOT_FOUND: [404, { ko: '처리를 기다리는 청약철회 요청이 없습니다.', en: 'There is no withdrawal waiting for a decision.', cn: '没有待处理的撤销申请。', jp: '処理待ちの申込撤回はありません。' }],
  REFUND_DEDUCTION: [400, { ko: '차감액은 환불할 금액보다 클 수 없습니다.', en: 'The deduction cannot exceed what is to be refunded.', cn: '扣除金额不能超过退款金额。', jp: '差引額は返金額を超えられません。' }],
  REFUND_BY_STAFF: [403, { ko: '이 청약철회는 센터 담당자가 처리합니다 (무통장입금 환불 또는 여러 판매자의 상품).', en: 'The centre\'s staff decide this withdrawal (a deposit to return, or several sellers\' items).', cn: '该撤销申请由中心工作人员处理（汇款退款或多个卖家的商品）。', jp: 'この申込撤回はセンター担当者が処理します（振込の返金または複数販売者の商品）。' }],
  REFUND_REFUSED: [402, { ko: '결제사가 환불을 처리하지 않았습니다. 잠시 후 다시 시도하세요.', en: 'The payment provider did not make the refund. Please try again.', cn: '支付机构未处理退款，请稍后重试。', jp: '決済会社が返金を処理しませんでした。しばらくしてから再度お試しください。' }],
  SELLER_PROFILE_REQUIRED: [409, { ko: '판매자 정보(상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 연락처)를 먼저 입력하세요.', en: 'Enter your seller information first (trade name, representative, business and mail-order numbers, address, contact).', cn: '请先填写卖家信息（商号、代表人、营业执照号、通信销售业申报号、地址、联系方式）。', jp: '先に販売者情報（商号・代表者・事業者登録番号・通信販売業届出番号・住所・連絡先）を入力してください。' }],
  BUSINESS_NUMBER_INVALID: [400, { ko: '사업자등록번호가 올바르지 않습니다. 숫자를 다시 확인하세요.', en: 'This business registration number is not valid: please check its digits.', cn: '营业执照号无效，请核对数字。', jp: '事業者登録番号が正しくありません。数字をご確認ください。' }],
} as const satisfies Record<string, readonly [number, Words]>;

export type ShopRefusal = keyof typeof REFUSALS;

export function refusal(code: ShopRefusal, details: Record<string, string> = {}): DomainError {
  const [status, messages] = REFUSALS[code];
  return new DomainError(status, code, messages.en, { messages, details });
}
