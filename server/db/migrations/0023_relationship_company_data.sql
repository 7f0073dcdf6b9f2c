-- Issue 34 (company registry): which company data an analysis was built from ('demo': the seeded world, with its
-- protests; 'minhareceita': the Receita's open data, with no protest source). Answers of an analysis keep saying
-- what stood behind it after the server's COMPANY_DATA changes. The registry record of each company is kept in the
-- entity's data (relationship_entities.data.registry), as fetched, with the register's date.
ALTER TABLE relationship_analyses ADD COLUMN company_data text NOT NULL DEFAULT 'demo'
  CHECK (company_data IN ('demo', 'minhareceita'));
