"""The banking family: War, Farmer, Faro and Horse Race (a bank or the table against each
player). :mod:`~widow.families.banking.state` holds what their states share,
:mod:`~widow.families.banking.log` their events in words (Tonk and Paiute share some of them) and
:mod:`~widow.families.banking.edge` the record of the banker's edge over one match."""
