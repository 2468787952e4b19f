package rules

import (
	"encoding/json"
	"reflect"
	"testing"
)

// An item is one flat JSON object, its card's fields and its own mixed
// in any order, as saved before the card was split off; an item with no
// card field still gets a card, which Check refuses for its missing id.
func TestItemJSON(t *testing.T) {
	var it Item
	old := `{"id":"axe","name":{"en":"Axe","es":"Hacha"},"kind":"melee","hands":1,"place":"hand","dice":1,"plus_strength":true,"traits":[{"name":"x","value":1}],"broken":true}`
	if err := json.Unmarshal([]byte(old), &it); err != nil {
		t.Fatal(err)
	}
	want := Item{ItemCard: &ItemCard{ID: "axe", Name: Text{En: "Axe", Es: "Hacha"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true,
		Traits: []Trait{{Name: "x", Value: 1}}}, Place: InHand, Broken: true}
	if !reflect.DeepEqual(it, want) {
		t.Fatalf("got %+v %+v", it, *it.ItemCard)
	}
	b, err := json.Marshal(it)
	if err != nil {
		t.Fatal(err)
	}
	var again Item
	if err := json.Unmarshal(b, &again); err != nil || !reflect.DeepEqual(again, want) {
		t.Fatalf("round trip: %s %v", b, err)
	}
	var bare Item
	if err := json.Unmarshal([]byte(`{"place":"pack"}`), &bare); err != nil || bare.ItemCard == nil {
		t.Fatalf("bare item: %+v %v", bare, err)
	}
	f := Figure{ID: "x", Items: []Item{bare}}
	if f.checkItems() == nil {
		t.Fatal("an item without an id passed")
	}
	f.Items[0].ItemCard = nil
	if f.checkItems() == nil {
		t.Fatal("an item without a card passed")
	}
}
