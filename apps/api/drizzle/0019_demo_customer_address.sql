-- The demo customer of a data folder seeded before the address book (0017) gets the default delivery address a new
-- demo shop gives them (apps/api/src/demo/demo-accounts.ts, demoCustomerAddress): once, and only while their book is
-- empty. Another database has no client@teranga.demo and is left as it is.
INSERT INTO "customer_addresses" ("id", "user_id", "full_name", "phone", "quartier", "street", "landmark", "city", "region", "is_default")
SELECT substr(md5('demo-customer-address:' || u."id"), 1, 24), u."id", 'Awa Diop', '+221770000001', 'Point E',
  'Rue 10, villa 24', 'Derrière la boulangerie Le Fournil', 'Dakar', 'Dakar', true
FROM "users" u
WHERE u."email" = 'client@teranga.demo'
  AND NOT EXISTS (SELECT 1 FROM "customer_addresses" a WHERE a."user_id" = u."id");
