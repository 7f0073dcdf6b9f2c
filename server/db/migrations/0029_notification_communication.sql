-- Issue 32: a notification keeps its court communication's id. Each page of notifications shows the communication
-- (certificate, cancelled mark); found through court_communications.notification_id it cost a probe per row of every
-- page (~35 % of the page's time under load, most rows having none). With the id on the row, only the rows that have
-- one read it, by primary key. court_communications.notification_id stays: it is what the communication became.
ALTER TABLE notifications ADD COLUMN communication_id bigint REFERENCES court_communications (id) ON DELETE SET NULL;

UPDATE notifications n SET communication_id = c.id
  FROM (SELECT DISTINCT ON (notification_id) id, notification_id FROM court_communications
        WHERE notification_id IS NOT NULL ORDER BY notification_id, id) c
  WHERE n.id = c.notification_id;
