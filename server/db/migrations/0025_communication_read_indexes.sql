-- A notification's communication (its certificate, its cancelled mark) is read with each page of notifications.
CREATE INDEX court_communications_notification_idx ON court_communications (notification_id) WHERE notification_id IS NOT NULL;

-- "Advogados e OAB" shows each registration's newest communications: with the availability day on the link, an index
-- hands them over in order (a registration of a busy lawyer brings tens of thousands; sorting them all per request
-- took seconds).
ALTER TABLE court_communication_registrations ADD COLUMN availability_date date;
UPDATE court_communication_registrations l SET availability_date = c.availability_date
  FROM court_communications c WHERE c.id = l.communication_id;
ALTER TABLE court_communication_registrations ALTER COLUMN availability_date SET NOT NULL;
CREATE INDEX court_communication_registrations_newest_idx
  ON court_communication_registrations (registration_id, availability_date DESC, communication_id DESC);

-- Its cancelled count reads only the cancelled ones.
CREATE INDEX court_communications_cancelled_idx ON court_communications (organization_id) WHERE cancelled;
