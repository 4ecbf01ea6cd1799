-- pg_trgm gives the typo-tolerant name search its similarity operator and GIN operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
