"""Shared by every test directory: this file puts tests/ on sys.path, so that tests
import its helper modules (scriptload)."""
