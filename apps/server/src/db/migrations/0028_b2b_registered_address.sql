-- Issue 32: a B2B order keeps the buyer's registered address (street, city, state, PIN code) for the invoice's
-- "Bill to", apart from the delivery address ("Ship to"); CGST Rules 46(d), (o) (docs/decisions/185).
ALTER TABLE "orders" ADD COLUMN "buyer_address" jsonb;
