-- Issue 30: the balance (plans.consume) and the ledger (plan_consumptions) are one truth. Every unit the ledger
-- records was taken from consume in the same transaction, so consume is never below the ledger; an older demo seed
-- recorded one relationship unit without taking it (org 371's premium plan). consume may stay above the ledger:
-- consumption before the ledger existed is counted there only.
UPDATE plans p SET consume = l.units
FROM (SELECT plan_id, count(*)::int AS units FROM plan_consumptions GROUP BY plan_id) l
WHERE l.plan_id = p.id AND l.units > p.consume;
