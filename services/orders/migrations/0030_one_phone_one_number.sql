-- One phone, one number (issue 47): a customer's US number kept as its ten digits, the country code 1 in front
-- of them dropped, as the inputs now keep it. A number whose ten digits another customer of the restaurant
-- already has stays as it is: two customers are never merged by a migration.
UPDATE "customers" AS c SET "phone_number" = substr(c."phone_number", 2)
WHERE length(c."phone_number") = 11 AND c."phone_number" LIKE '1%'
  AND NOT EXISTS (
    SELECT 1 FROM "customers" AS twin
    WHERE twin."restaurant_id" = c."restaurant_id" AND twin."phone_number" = substr(c."phone_number", 2)
  );
